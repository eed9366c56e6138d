/** Screening and clinical searches: Next needs a stage (docs/screens.md §5 "Searches"). */
import { isBlank } from './rules';

export const STAGE_REQUIRED_MESSAGE = 'Please select a stage before proceeding.';

/** The refusal's code when no stage is chosen. */
export function stageSelectionCode(stage: unknown): 'STAGE_REQUIRED' | null {
  return isBlank(stage) ? 'STAGE_REQUIRED' : null;
}

export function stageSelectionError(stage: unknown): string | null {
  return stageSelectionCode(stage) && STAGE_REQUIRED_MESSAGE;
}
