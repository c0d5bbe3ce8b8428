// The parts the listing form and the edit form share.
export { BusinessSection } from './business-section';
export { LocationSection } from './location-section';
export { HoursSection } from './hours-section';
export { VerificationSection } from './verification-section';
export { ExtrasSection } from './extras-section';
export { FormSection } from '@web/components/forms/form-section';
export { Field, FieldError, RequiredMark } from '@web/components/forms/field';
export { payloadResolver, focusFirstInvalid } from './payload-resolver';
export * from './form-values';
