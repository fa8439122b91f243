/** The picture formats of spec 1 §5, checked by name before upload (the server checks the bytes). */
export const avatarAccept = '.jpg,.jpeg,.bmp,.png,.jfif,image/jpeg,image/png,image/bmp';

export function isAllowedAvatarName(name: string): boolean {
  return /\.(jpe?g|bmp|png|jfif)$/i.test(name.trim());
}
