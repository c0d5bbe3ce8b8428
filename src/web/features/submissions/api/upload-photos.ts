// POST /api/uploads: sends image files as multipart form data, reporting upload progress (which fetch
// cannot), and reads the stored images and the files that failed.
import { readApiError } from '@shared/api-error-body';
import type { UploadResponse } from '@shared/schemas/upload';
import { API_BASE } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';

export function uploadPhotos(files: readonly File[], onProgress: (fraction: number) => void): Promise<UploadResponse> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/uploads`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'We could not reach the server. Check your connection and try again.'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // Checked against its schema by the server, as every answer is.
        if (data && typeof data === 'object') resolve(data as UploadResponse);
        else reject(new ApiError(xhr.status, 'invalid_response', 'The server sent an answer we could not read. Please try again.'));
        return;
      }
      const error = readApiError(data);
      reject(
        error ? new ApiError(xhr.status, error.code, error.message, error.fields ?? {}) : new ApiError(xhr.status, 'http_error', 'Failed to upload images'),
      );
    };
    xhr.send(body);
  });
}
