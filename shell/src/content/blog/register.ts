import { registerNamespace } from '@storefront/platform';
import en from './locales/en/blog.json';
import km from './locales/km/blog.json';

// Both languages ship with the blog's lazy chunk: the home page downloads none of them.
registerNamespace('blog', { en, km });

export const BLOG_NS = 'blog';
