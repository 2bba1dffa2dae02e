export { FormSubmit } from './form-submit';
export type { FormSubmitProps } from './form-submit';
