import { Avatar } from '@mui/material';
import type { AvatarProps } from '@mui/material';
import { FALLBACK_AVATAR_URL } from './images';

interface PhotoAvatarProps extends Omit<AvatarProps, 'children'> {
  /** The artwork shown when there is no photo or it fails to load (default: the person). */
  fallback?: string;
}

/**
 * An Avatar of a stored photo URL. When the URL fails to load, MUI's own Avatar shows the first
 * letter of `alt`; this one shows the fallback artwork instead.
 */
export function PhotoAvatar({
  src,
  alt,
  fallback = FALLBACK_AVATAR_URL,
  ...props
}: PhotoAvatarProps) {
  return (
    <Avatar src={src || fallback} alt={alt} {...props}>
      <img src={fallback} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </Avatar>
  );
}
