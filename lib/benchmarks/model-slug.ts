// A model's identity on the board: every submission of the same model name shares one slug, one
// page (/models/<slug>) and one row per shot setting. The migration that added the column
// backfills it with the same rule in SQL.

const MAX_SLUG_LENGTH = 80;

export function modelSlug(modelName: string): string {
  const slug = modelName
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
  return slug === "" ? "model" : slug;
}
