import { DonePage } from './done.page';

/** /SuccessMessageClinicalFInal */
export default function ClinicalDonePage() {
  return <DonePage kind="clinical" />;
}
