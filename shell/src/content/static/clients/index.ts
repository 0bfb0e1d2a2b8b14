import './register';

export { ClientsPage } from './ClientsPage';
