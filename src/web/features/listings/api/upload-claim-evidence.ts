// POST /api/account/claim-evidence: the signed-in owner's document photo for a claim, kept privately for
// staff; the answer is the id the claim then sends.
import { useMutation } from '@tanstack/react-query';
import type { ClaimEvidenceUpload } from '@shared/schemas/owner';
import { ownerApi } from '@web/features/owners';

export function uploadClaimEvidence(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return ownerApi.post<ClaimEvidenceUpload>('/account/claim-evidence', body);
}

export function useUploadClaimEvidence() {
  return useMutation({ mutationFn: uploadClaimEvidence });
}
