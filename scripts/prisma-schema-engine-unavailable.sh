#!/bin/sh
# Stands in for Prisma's native schema engine, which the Prisma CLI would download from the
# internet. This project applies its committed migrations with `npm run db:migrate` and writes
# new ones with `npm run db:migration:new`; see README.md, "Database migrations".
echo "The Prisma schema engine is not installed here: use npm run db:migrate / db:migration:new." >&2
exit 1
