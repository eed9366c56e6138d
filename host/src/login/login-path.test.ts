/**
 * docs/architecture.md §5: the login screen must not pull antd, nor (on a first visit) the HTTP client. Walks the static
 * imports of the login files and of the part of the light core they use, and checks what is reached. (The bytes
 * themselves are checked by the build: tooling/src/webpack/login-budget.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';

const HOST_SRC = path.resolve(__dirname, '..');
const SHARED_SRC = path.resolve(HOST_SRC, '../../shared/src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, specifier: string): string | null {
  const base =
    specifier === '@screening/shared'
      ? path.join(SHARED_SRC, 'index')
      : specifier === '@screening/shared/core'
        ? path.join(SHARED_SRC, 'core')
        : path.resolve(path.dirname(from), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Every bare package reached from `entry` by static imports (type-only imports excluded: they vanish at build). */
function reachablePackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
      (m) => m[1],
    );
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') || specifier === '@screening/shared' || specifier === '@screening/shared/core') {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else {
        packages.add(specifier);
      }
    }
  }
  return packages;
}

describe('the login path', () => {
  it.each(['login/login.page.tsx', 'reset-password/reset-password.page.tsx'])('%s reaches no antd', (file) => {
    const packages = [...reachablePackages(path.join(HOST_SRC, file))];
    expect(packages).toEqual(expect.arrayContaining(['react', 'zustand']));
    expect(packages.filter((p) => /^(antd|@ant-design\/|@screening\/shared\/ui)/.test(p))).toEqual([]);
  });

  it('the first visit (bootstrap and the login screen) reaches neither antd, the router nor the HTTP client', () => {
    const packages = [...reachablePackages(path.join(HOST_SRC, 'bootstrap.tsx'))];
    expect(packages).toEqual(expect.arrayContaining(['react-dom/client', 'zustand', 'i18next']));
    expect(packages.filter((p) => /^(antd|@ant-design\/|@screening\/shared\/ui|react-router|axios)/.test(p))).toEqual([]);
  });

  it('the check itself sees the HTTP client behind the whole light core, which signing in loads', () => {
    expect([...reachablePackages(path.join(SHARED_SRC, 'index.ts'))]).toEqual(expect.arrayContaining(['axios']));
    expect(fs.readFileSync(path.join(HOST_SRC, 'login/login.page.tsx'), 'utf8')).toContain("import('@screening/shared')");
  });

  it("the QR code of a second factor's set-up is drawn by a library fetched only then", () => {
    const login = reachablePackages(path.join(HOST_SRC, 'bootstrap.tsx'));
    expect(login.has('qrcode')).toBe(false);
    expect(fs.readFileSync(path.join(SHARED_SRC, 'ui/second-factor-setup.tsx'), 'utf8')).toContain(
      "import { QrCode } from './qr-code';",
    );
    expect(fs.readFileSync(path.join(SHARED_SRC, 'ui/qr-code.tsx'), 'utf8')).toContain(
      'import(/* webpackChunkName: "on-demand-qrcode" */ \'qrcode\')',
    );
  });

  it('the check itself sees antd behind the UI kit', () => {
    expect([...reachablePackages(path.join(HOST_SRC, 'shell/shell.layout.tsx'))]).toEqual(
      expect.arrayContaining(['@screening/shared/ui', 'react-router-dom']),
    );
    expect([...reachablePackages(path.join(SHARED_SRC, 'ui/index.ts'))]).toEqual(
      expect.arrayContaining(['antd', '@ant-design/icons']),
    );
  });
});
