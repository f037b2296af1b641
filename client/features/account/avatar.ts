/** The round avatar button of the header, the same before and after its menu's script has loaded. */
export const avatarStyles =
  'grid size-9 place-items-center rounded-full bg-linear-to-br from-violet-500 to-cyan-500 text-sm font-bold text-white uppercase shadow-md shadow-violet-500/25 transition hover:brightness-110';

/** The first letter of the e-mail address, which the avatar shows. */
export function avatarInitial(email: string): string {
  return email.charAt(0) || '?';
}
