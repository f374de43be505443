import type { Role } from "@/lib/generated/prisma/enums";

const LABELS: Partial<Record<Role, string>> = { moderator: "Moderator", admin: "Admin" };

/** Marks moderators and admins; ordinary users get no badge. */
export function RoleBadge({ role }: { role: Role }) {
  const label = LABELS[role];
  if (!label) return null;
  return (
    <span
      data-role={role}
      className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium uppercase tracking-wide text-brand-900"
    >
      {label}
    </span>
  );
}
