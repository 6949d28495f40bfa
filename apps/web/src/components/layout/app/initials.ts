/**
 * The initials Mantine's Avatar shows for a name (its rule: the first letters of the first two
 * words, or a single word's first two letters), for the accessible names that must hold them.
 */
export function initialsOf(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
