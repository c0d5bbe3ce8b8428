// The sections the listing form and the edit form both show, in the same order; what differs between the
// two forms is said by the props.
import { AttributesSection } from './attributes-section';
import { BusinessSection } from './business-section';
import { ExtrasSection } from './extras-section';
import { HoursSection } from './hours-section';
import { LocationSection } from './location-section';
import { VerificationSection } from './verification-section';

export interface ListingSectionsProps {
  /** Prefix of the fields' ids, so both forms can be on one page. */
  idPrefix: string;
  descriptionRequired?: boolean;
  /** Hours may be free text as well as the week editor. */
  allowTextHours?: boolean;
  /** The listing already has an EIN on file. */
  einOnFile?: boolean;
}

export function ListingSections({ idPrefix, descriptionRequired, allowTextHours, einOnFile }: ListingSectionsProps) {
  return (
    <>
      <BusinessSection idPrefix={idPrefix} descriptionRequired={descriptionRequired} />
      <LocationSection idPrefix={idPrefix} />
      <HoursSection idPrefix={idPrefix} allowText={allowTextHours} />
      <VerificationSection idPrefix={idPrefix} einOnFile={einOnFile} />
      <ExtrasSection idPrefix={idPrefix} />
      <AttributesSection />
    </>
  );
}
