// The parts the listing form and the edit form share.
export { ListingSections } from './listing-sections';
export { FormSection } from '@web/components/forms/form-section';
export { Field, FieldError, RequiredMark } from '@web/components/forms/field';
export { payloadResolver, focusFirstInvalid } from './payload-resolver';
export { showRefusedSubmission } from './refused-submission';
export * from './form-values';
