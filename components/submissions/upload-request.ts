// Sends a results file with XMLHttpRequest, the browser API that reports upload progress.
import { isSuccessStatus } from "@/lib/http/status";

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadAnswer {
  /** The server took the file (it is scored); otherwise the body is a problem document. */
  ok: boolean;
  status: number;
  body: unknown;
}

export function uploadResultsFile({
  url,
  file,
  onProgress,
  onSent,
}: {
  url: string;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  /** The last byte left the browser: the server is now scoring. */
  onSent: () => void;
}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader(
      "content-type",
      file.name.toLowerCase().endsWith(".gz") ? "application/gzip" : "application/json",
    );
    request.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.upload.onload = () => onSent();
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = { detail: request.responseText.slice(0, 500) };
      }
      resolve({ ok: isSuccessStatus(request.status), status: request.status, body });
    };
    request.onerror = () => reject(new Error("The connection to the server failed during the upload."));
    request.send(file);
  });
}
