// The user's avatar: file-library paths need the session's bearer token, so the bytes are fetched
// and shown through an object URL; without an avatar (or when it fails) the name's first character.
import { useEffect, useState } from 'react';
import { Avatar, theme } from 'antd';
import { fetchImageBlob } from './account-api';

export function AvatarImage({ path, name, size = 64 }: { path: string | null | undefined; name: string; size?: number }) {
  const { token } = theme.useToken();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    fetchImageBlob(path)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path]);
  return url ? (
    <Avatar size={size} src={url} alt={name} data-testid="avatar" />
  ) : (
    <Avatar size={size} style={{ background: token.colorPrimary }} data-testid="avatar">
      {name.slice(0, 1)}
    </Avatar>
  );
}
