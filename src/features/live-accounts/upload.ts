// Document upload with progress (spec §2 /upload-required-documents): fetch cannot report upload
// progress, so this one call uses XMLHttpRequest, sending what platform/api's client sends:
// credentials, the CSRF header (a fresh token from GET /util/csrf) and the token sign-in pair in
// the query (buildUrl).
// The body is the file's raw bytes; the server decides the type by content.
import { validate } from 'superstruct';
import { DocumentUploadResponse, type DocumentKind } from '@/contract/live-accounts';
import { ApiError, buildUrl, errorFromAnswer, fetchSessionState } from '@/platform/api';
import { invalidateAfter } from '@/platform/queries';
import * as liveAccountsEndpoints from '@/contract/endpoints/live-accounts';

export interface UploadHandle {
  done: Promise<DocumentUploadResponse>;
  abort: () => void;
}

/** Uploads `file`; `onProgress` gets 0..1 as bytes leave the browser. */
export function uploadDocument(
  file: Blob,
  kind: DocumentKind,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = fetchSessionState()
    .catch(() => {
      throw new ApiError('network', 'Network request failed');
    })
    .then((session) => send(xhr, file, kind, session.csrf_token, onProgress))
    .then((answer) => {
      // The progress lists the documents and the status counts them.
      void invalidateAfter('application');
      return answer;
    });
  return { done, abort: () => xhr.abort() };
}

function send(
  xhr: XMLHttpRequest,
  file: Blob,
  kind: DocumentKind,
  csrfToken: string,
  onProgress: (fraction: number) => void,
): Promise<DocumentUploadResponse> {
  return new Promise((resolve, reject) => {
    const { method, path } = liveAccountsEndpoints.uploadDocument;
    xhr.open(method, buildUrl(path, { kind }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', csrfToken);
    // The declared type is only a hint (the server sniffs the bytes); a file without one is
    // sent as generic bytes, which the upload route also accepts.
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('network', 'Network request failed'));
    xhr.onabort = () => reject(new ApiError('network', 'The upload was cancelled.'));
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromAnswer(xhr.status, json, `Upload failed with status ${xhr.status}`));
        return;
      }
      const [error, value] = validate(json, DocumentUploadResponse);
      if (error) reject(new ApiError('invalid-response', 'Unexpected upload answer', xhr.status));
      else {
        onProgress(1);
        resolve(value);
      }
    };
    xhr.send(file);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
