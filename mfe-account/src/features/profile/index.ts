/** What other account features use of the profile's forms: the failure of a form's call and the first-error focus. */
export { formFailure } from './form-failure';
export { useFocusFirstError } from './use-focus-first-error';
