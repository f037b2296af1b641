/**
 * Hands out slugs that no other row holds: the wanted one when free, else wanted-2, wanted-3, …
 * A slug once handed out (or already in use) stays taken for the allocator's life, so rows written
 * in one statement never trade slugs with each other.
 */
export class SlugAllocator {
  private readonly taken: Set<string>;

  constructor(taken: Iterable<string>) {
    this.taken = new Set(taken);
  }

  /** A free slug based on `wanted`, now taken. */
  claim(wanted: string): string {
    let slug = wanted;
    for (let n = 2; this.taken.has(slug); n++) slug = `${wanted}-${n}`;
    this.taken.add(slug);
    return slug;
  }

  /** A row's slug after an update: its current one while that still derives from `wanted`, else a new claim. */
  keepOrClaim(current: string, wanted: string): string {
    if (current === wanted || new RegExp(`^${wanted}-\\d+$`).test(current)) return current;
    return this.claim(wanted);
  }
}
