// The parts the listing form and the edit forms share.
export { ListingSections } from './listing-sections';
export { BusinessIdentityFields, DescriptionField, ServicesOfferedField, YearFoundedField } from './business-section';
export { AddressFields, PhoneField, WebsiteField } from './location-section';
export { HoursSection } from './hours-section';
export { ExtrasSection } from './extras-section';
export { AttributesSection } from './attributes-section';
export { SocialRows } from './social-rows';
export { FormSection } from '@web/components/forms/form-section';
export { Field, FieldError, RequiredMark } from '@web/components/forms/field';
export { payloadResolver, focusFirstInvalid } from './payload-resolver';
export { showRefusedSubmission } from './refused-submission';
export * from './form-values';
