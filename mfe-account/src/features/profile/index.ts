/** What other account features use of the profile's forms: the failure of a form's call (the first-error focus is shared/ui's useFocusFirstError). */
export { formFailure } from './form-failure';
