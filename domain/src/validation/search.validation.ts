/** Screening and clinical searches: Next needs a stage (docs/screens.md §5 "Searches"). */
import { isBlank } from './rules';

export const STAGE_REQUIRED_MESSAGE = 'Please select a stage before proceeding.';

export function stageSelectionError(stage: unknown): string | null {
  return isBlank(stage) ? STAGE_REQUIRED_MESSAGE : null;
}
