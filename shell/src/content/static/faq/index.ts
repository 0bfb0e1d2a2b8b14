import './register';

export { FaqPage } from './FaqPage';
