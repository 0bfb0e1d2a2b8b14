import { countInstance } from '../debug/instances';

countInstance('query');

export { platformApi, runningQueries } from './platform-api';
export { injectEndpointsOf, type DeclaredApi, type DefinitionsOf } from './inject-endpoints-of';
export { useContactForm, type ContactFormData } from './use-contact-form';
export { useContactRemover, type ContactRemoverData } from './use-contact-remover';
