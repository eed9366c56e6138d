/**
 * The suite on one HTTPS origin behind Debian's nginx (docs/deploy.md): the host at `/`, each remote's version
 * folders at `/remotes/<remote>/<version>/`, the API's `/api/` and `/token/` proxied to it, the site's
 * `config.json` and `remotes.json` beside the host page. One origin means no CORS, and a service worker (which needs
 * HTTPS) for the offline camp days.
 *
 * The configuration is rendered from the workspace and the site, so hospital IT (`tsx tooling/src/cli.ts deploy nginx`, printed) and the
 * test (tooling/src/deploy/nginx.test.ts, run against a real nginx) use the same text. Its headers are the static
 * server's (tooling/src/serve/static-server.ts): content-hashed files cached for a year, everything else revalidated
 * (`no-cache`), nosniff and DENY on every answer, the host's Content-Security-Policy on pages; source maps and dot
 * files are never served. The file is a Debian "site" (`/etc/nginx/sites-available/…`): it is included inside
 * `http { }`, where Debian's nginx.conf has already included mime.types.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostContentSecurityPolicy } from '../serve/content-security-policy.js';

export interface NginxSiteOptions {
  /** The public name of the suite, as in its certificate (screening.hospital.example). */
  serverName: string;
  /** The certificate chain (PEM) and its private key, supplied by the hospital's IT. */
  certificate: string;
  key: string;
  /** The host's build (`host/dist`). */
  hostDir: string;
  /** The site's folder, holding `config.json` and `remotes.json`. */
  siteDir: string;
  /** Per remote (federation name), the folders holding its `<version>/` folders, searched in order. */
  remotes: Record<string, string[]>;
  /** The API's address as nginx reaches it (default 127.0.0.1:8015). */
  api?: string;
  /** `listen` of the HTTPS server: a port, or address:port (default 443). */
  httpsListen?: string;
  /** `listen` of the plain HTTP server that only redirects (default 80). */
  httpListen?: string;
  /** The HTTPS port browsers reach (default 443); named in the redirect when it is another. */
  publicHttpsPort?: number;
  /** Strict-Transport-Security (default on): browsers then refuse plain HTTP and an untrusted certificate. */
  hsts?: boolean;
  /**
   * The folder certbot's webroot mode writes its challenges in (`certbot certonly --webroot -w DIR`): served at
   * `/.well-known/acme-challenge/` on plain HTTP, where an ACME server asks for them; every other path is redirected.
   */
  acmeWebroot?: string;
  /**
   * Serve the builds' .br files to browsers that take Brotli (about 13 % fewer bytes than gzip for scripts): needs
   * Debian's libnginx-mod-http-brotli-static (`brotliStaticInstalled`).
   */
  brotli?: boolean;
}

/** Where Debian's libnginx-mod-http-brotli-static enables itself (its nginx.conf includes modules-enabled). */
export const BROTLI_STATIC_ENABLED = '/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const brotliStaticInstalled = (): boolean => fs.existsSync(BROTLI_STATIC_ENABLED);

/** The static server's rule (static-server.ts HASHED): a content hash of 8 hex digits before the extension. */
const HASHED = String.raw`\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|gif|webp|woff2?)$`;
const YEAR = 'public, max-age=31536000, immutable';

/** A name nginx takes as one word (server names, paths): refused when it would change the configuration's syntax. */
function word(value: string, what: string): string {
  if (!/^[^\s;{}"'\\$#]+$/.test(value)) throw new Error(`${what} must have no spaces, quotes, ;, {, }, $ or # (got "${value}")`);
  return value;
}

const absolute = (value: string, what: string) => word(path.resolve(value), what);

/** The headers of every static answer (an `add_header` in a location replaces the server's, so each location repeats them). */
function staticHeaders(indent: string, hsts: boolean, extra: string[] = []): string {
  return [
    'add_header Cache-Control $screening_cache_control always;',
    'add_header X-Content-Type-Options nosniff always;',
    'add_header X-Frame-Options DENY always;',
    'add_header Cross-Origin-Resource-Policy same-origin always;',
    ...(hsts ? ['add_header Strict-Transport-Security "max-age=31536000" always;'] : []),
    ...extra,
  ]
    .map((line) => indent + line)
    .join('\n');
}

export function renderNginxSite(options: NginxSiteOptions): string {
  const name = word(options.serverName, 'The server name');
  const cert = absolute(options.certificate, 'The certificate path');
  const key = absolute(options.key, 'The key path');
  const hostDir = absolute(options.hostDir, 'The host folder');
  const siteDir = absolute(options.siteDir, 'The site folder');
  const api = word(options.api ?? '127.0.0.1:8015', 'The API address');
  const httpsListen = word(options.httpsListen ?? '443', 'The HTTPS listen address');
  const httpListen = word(options.httpListen ?? '80', 'The HTTP listen address');
  const port = options.publicHttpsPort ?? 443;
  const origin = `https://${name}${port === 443 ? '' : `:${port}`}`;
  const hsts = options.hsts ?? true;
  const brotli = options.brotli ?? false;
  const acme = options.acmeWebroot
    ? `
    # A certificate authority's challenge (ACME HTTP-01), answered from certbot's webroot before any redirect.
    location ^~ /.well-known/acme-challenge/ {
        root ${absolute(options.acmeWebroot, 'The ACME webroot')};
        default_type text/plain;
        try_files $uri =404;
    }
`
    : '';
  // Built from the site's files as the static server does on each page; here once, when rendered (render again
  // after pinning a remote on another origin). On one origin it names only the suite's own.
  const csp = hostContentSecurityPolicy(siteDir);
  if (/["\\$]/.test(csp))
    throw new Error(`The site's Content-Security-Policy cannot be written into nginx's configuration: ${csp}`);
  const headers = (indent: string, extra: string[] = []) => staticHeaders(indent, hsts, extra);

  const remoteLocations = Object.entries(options.remotes)
    .map(([remote, roots]) => {
      word(remote, 'A remote name');
      if (!/^[a-z][a-z0-9-]*$/.test(remote)) throw new Error(`"${remote}" is not a remote name`);
      const candidates = roots.map((root) => `${absolute(root, `The folder of ${remote}`)}/$screening_file`);
      return `
    # ${remote}: /remotes/${remote}/<version>/… from ${roots.map((r) => path.resolve(r)).join(', then ')}
    location ~ ^/remotes/${remote}/(?<screening_file>[^/].*)$ {
        root /;
        try_files ${candidates.join(' ')} =404;
${headers('        ')}
    }`;
    })
    .join('\n');

  const proxy = `
        proxy_pass http://screening_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        # The edge: the client's own address replaces any X-Forwarded-For it sent (the API runs with TRUST_PROXY=1).
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-Host $host;
        # Report downloads stream CSV: pass each part on as it comes.
        proxy_buffering off;
        proxy_read_timeout 120s;`;

  return `# The screening suite on ${origin} (rendered by \`tsx tooling/src/cli.ts deploy nginx\`; docs/deploy.md). Render it again rather than edit it.

upstream screening_api {
    server ${api};
    keepalive 16;
}

map $uri $screening_cache_control {
    "~${HASHED}" "${YEAR}";
    default "no-cache";
}

# Pages (an .html file, or a path without an extension) carry the host's Content-Security-Policy; other files none
# (an empty value sends no header).
map $uri $screening_csp {
    ~*\\.html?$ "${csp}";
    ~\\.[^/]*$ "";
    default "${csp}";
}

server {
    listen ${httpListen};
    server_name ${name};
    server_tokens off;
${acme}
    location / {
        return 301 ${origin}$request_uri;
    }
}

server {
    listen ${httpsListen} ssl http2;
    server_name ${name};
    server_tokens off;

    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:screening_tls:10m;
    ssl_session_timeout 1d;

    # The API's own limit is 1 MiB: a larger body reaches it and is refused in its own words.
    client_max_body_size 2m;

    # The builds write .gz beside every file over 1 KiB that compresses; the rest is compressed here.
    gzip on;
    gzip_static on;
    gzip_vary on;
    gzip_min_length 1024;
    gzip_types application/javascript text/css application/json image/svg+xml;
${brotli ? '    brotli_static on;\n' : ''}    charset utf-8;
    charset_types text/css application/javascript application/json;

    root ${hostDir};
    index index.html;

    location ^~ /api/ {${proxy}
    }

    location ^~ /token/ {${proxy}
    }

    # The site's files, read by the host at every load (revalidated: a new pin is seen on the next load).
    location = /config.json {
        alias ${siteDir}/config.json;
${headers('        ')}
    }

    location = /remotes.json {
        alias ${siteDir}/remotes.json;
${headers('        ')}
    }

    # Built with hidden source maps: they stay on disk. Nor is any dot file served.
    location ~* \\.map(\\.(gz|br))?/*$ {
        return 404;
    }

    location ~ /\\. {
        return 404;
    }
${remoteLocations}

    location / {
        try_files $uri $uri/ =404;
${headers('        ', ['add_header Content-Security-Policy $screening_csp always;'])}
    }
}
`;
}

/** Whether the folders the configuration names exist (nginx starts without them, and answers 404). */
export function missingFolders(options: NginxSiteOptions): string[] {
  const needed = [options.hostDir, path.join(options.siteDir, 'config.json'), path.join(options.siteDir, 'remotes.json')];
  return needed.filter((p) => !fs.existsSync(p));
}
