import { MEMBER_UPLOAD_PATH, type UserInfo } from '@cloudmine/api';
import { PrivateImage } from './private-image';

/** Up to two letters from the nickname (or the phone's last digits) when there is no picture. */
function initialsOf(user: Pick<UserInfo, 'nickname' | 'phone'>): string {
  const words = user.nickname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return user.phone.slice(-2);
  const letters =
    words.length === 1 ? Array.from(words[0] ?? '').slice(0, 2) : words.map((w) => Array.from(w)[0]);
  return letters.join('').toUpperCase();
}

/** The member's picture (an upload only they and operators read, fetched through `download`), or initials. */
export function UserAvatar({
  user,
  size = 48,
}: {
  user: Pick<UserInfo, 'nickname' | 'phone' | 'avatarUploadId'>;
  size?: number;
}) {
  if (user.avatarUploadId !== null) {
    return (
      <span className="user-avatar" style={{ width: size, height: size }}>
        <PrivateImage
          path={`${MEMBER_UPLOAD_PATH}/${user.avatarUploadId}`}
          alt=""
          className="user-avatar-image"
        />
      </span>
    );
  }
  return (
    <span
      className="user-avatar user-avatar-initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initialsOf(user)}
    </span>
  );
}
