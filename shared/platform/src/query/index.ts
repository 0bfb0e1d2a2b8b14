import { countInstance } from '../debug/instances';

countInstance('query');

export { platformApi } from './platform-api';
