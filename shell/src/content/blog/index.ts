import './register';

export { BlogListPage } from './BlogListPage';
export { BlogPostPage } from './BlogPostPage';
