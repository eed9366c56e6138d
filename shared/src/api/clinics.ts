/**
 * The body of a clinic search (POST /curable/activecamp, docs/api.md §4.2) for the signed-in user, one for Outreach
 * Clinic's and Patient Registration's searches and for the copy of her whole list the device keeps
 * (offline/warm-reads.ts): the device's kept reads are found by the body's text, so every search builds it with the
 * domain's one builder.
 */
import { clinicSearchRequest as build } from '@screening/domain/reads/bodies';
import { useAuthStore } from '../auth/auth.store';
import type { ActiveCampRequest } from '../types';

export function clinicSearchRequest(search: string): ActiveCampRequest {
  return build(search, useAuthStore.getState());
}
