// An object URL of a file-library file (fetched with the session), revoked when the url changes or the
// component goes; a blob given directly is wrapped, and a blob: or data: URL is already local.
import { useEffect, useState } from 'react';
import { fetchFileBlob } from './viewer-api';

export type FileObjectUrl = { url: string | null; loading: boolean; failed: boolean };

export function useFileObjectUrl(source: string | Blob | null | undefined): FileObjectUrl {
  const [state, setState] = useState<FileObjectUrl>({ url: null, loading: false, failed: false });
  useEffect(() => {
    if (!source) {
      setState({ url: null, loading: false, failed: false });
      return undefined;
    }
    if (typeof source === 'string' && /^(blob|data):/.test(source)) {
      setState({ url: source, loading: false, failed: false });
      return undefined;
    }
    let alive = true;
    let created: string | null = null;
    setState({ url: null, loading: true, failed: false });
    const blob = typeof source === 'string' ? fetchFileBlob(source) : Promise.resolve(source);
    blob.then(
      (b) => {
        if (!alive) return;
        created = URL.createObjectURL(b);
        setState({ url: created, loading: false, failed: false });
      },
      () => alive && setState({ url: null, loading: false, failed: true }),
    );
    return () => {
      alive = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [source]);
  return state;
}
