/**
 * The API documentation for people: one self-contained HTML page rendered from the OpenAPI document that
 * `/api/docs/json` serves (so the two cannot disagree). No script and nothing fetched: its only inline part is
 * the style sheet below, allowed by its hash in the page's own Content-Security-Policy (the API's
 * `default-src 'none'` stays as it is for every other answer). Every text from the document is escaped.
 */
import { createHash } from 'node:crypto';

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
header,main,nav{max-width:70rem;margin:0 auto;padding:0 1.25rem}
header{padding-top:1rem}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.3rem;margin:2rem 0 .25rem;border-bottom:1px solid #d0d7de;padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem;word-break:break-all}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
article{border:1px solid #d0d7de;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}
.method{display:inline-block;min-width:3.5rem;font-weight:700;color:#fff;background:#57606a;border-radius:4px;padding:0 .4rem;margin-right:.5rem;text-align:center}
.method.get{background:#1a7f37}.method.post{background:#0969da}.method.put,.method.patch{background:#9a6700}.method.delete{background:#cf222e}
table{border-collapse:collapse;width:100%;margin:.25rem 0 .5rem;font-size:.9rem}
th,td{text-align:left;vertical-align:top;border-top:1px solid #eaeef2;padding:.2rem .5rem .2rem 0}
th{font-weight:600;color:#57606a}
code{font-family:ui-monospace,monospace;font-size:.9em;background:#f6f8fa;padding:0 .2em;border-radius:3px}
.status{font-weight:700;white-space:nowrap}
.muted{color:#57606a}
details{margin:.25rem 0}
p{margin:.35rem 0}
`;

/** The `style-src` source that allows STYLE and nothing else. */
const DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
/** The page's policy: the API's own, plus that one style sheet. */
export const DOCS_PAGE_CSP = `default-src 'none'; style-src ${DOCS_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The document's little Markdown (`**bold**`, `` `code` ``, paragraphs), applied to already escaped text. */
function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>');
}
const paragraphs = (text: unknown): string =>
  typeof text === 'string' && text
    ? text
        .split(/\n{2,}/)
        .map((p) => `<p>${inlineMarkdown(p)}</p>`)
        .join('')
    : '';

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** A schema's type in a few words: "string or null", "array of integer", "one of 1, 2, 3". */
function typeLabel(schema: unknown): string {
  const s = asObject(schema);
  const orNull = s.nullable === true ? ' or null' : '';
  if (typeof s.$ref === 'string') return s.$ref.split('/').at(-1) ?? s.$ref;
  if (Array.isArray(s.anyOf)) return s.anyOf.map(typeLabel).join(' or ') + orNull;
  // OpenAPI 3.0 writes a null alternative as a nullable type allowing only null.
  if (Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null) return 'null';
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.type === 'array') return `array of ${typeLabel(s.items)}${orNull}`;
  if (typeof s.type === 'string') return s.type + orNull;
  return 'any';
}

/** The limits a value must keep, in words. */
function rulesOf(schema: unknown): string {
  const s = asObject(schema);
  const rules: string[] = [];
  if (s['x-digits'] === true) rules.push('digits as text accepted');
  if (typeof s.minLength === 'number') rules.push(`at least ${s.minLength} characters`);
  if (typeof s.maxLength === 'number') rules.push(`at most ${s.maxLength} characters`);
  if (typeof s.minimum === 'number') rules.push(`≥ ${s.minimum}`);
  if (typeof s.maximum === 'number') rules.push(`≤ ${s.maximum}`);
  if (s.additionalProperties === false) rules.push('no other fields');
  return rules.join(', ');
}

interface FieldRow {
  name: string;
  where?: string;
  schema: unknown;
  required: boolean;
}

/** The fields of an object schema, nested ones as `a.b` and `a[].b`, three levels deep. */
function fieldsOf(schema: unknown, prefix = '', depth = 0, rows: FieldRow[] = []): FieldRow[] {
  const s = asObject(schema);
  const required = Array.isArray(s.required) ? s.required : [];
  for (const [name, prop] of Object.entries(asObject(s.properties))) {
    rows.push({ name: prefix + name, schema: prop, required: required.includes(name) });
    if (depth >= 2) continue;
    const p = asObject(prop);
    if (p.properties) fieldsOf(p, `${prefix}${name}.`, depth + 1, rows);
    else if (asObject(p.items).properties) fieldsOf(p.items, `${prefix}${name}[].`, depth + 1, rows);
  }
  return rows;
}

function fieldTable(rows: FieldRow[], withWhere: boolean): string {
  if (rows.length === 0) return '';
  const head = `<tr><th>Field</th>${withWhere ? '<th>In</th>' : ''}<th>Type</th><th>Required</th><th>Rules and meaning</th></tr>`;
  const body = rows
    .map((row) => {
      const description = asObject(row.schema).description;
      const notes = [rulesOf(row.schema), typeof description === 'string' ? description : ''].filter(Boolean).join('. ');
      return (
        `<tr><td><code>${escapeHtml(row.name)}</code></td>${withWhere ? `<td>${escapeHtml(row.where ?? '')}</td>` : ''}` +
        `<td>${escapeHtml(typeLabel(row.schema))}</td><td>${row.required ? 'yes' : 'no'}</td><td>${inlineMarkdown(notes)}</td></tr>`
      );
    })
    .join('');
  return `<table>${head}${body}</table>`;
}

function requestPart(op: Json): string {
  const rows: FieldRow[] = [];
  for (const parameter of Array.isArray(op.parameters) ? op.parameters : []) {
    const p = asObject(parameter);
    rows.push({
      name: String(p.name),
      where: String(p.in),
      schema: { ...asObject(p.schema), ...(p.description ? { description: p.description } : {}) },
      required: p.required === true,
    });
  }
  const body = asObject(asObject(asObject(op.requestBody).content)['application/json']).schema;
  if (body !== undefined) {
    const fields = fieldsOf(body);
    if (fields.length === 0) rows.push({ name: '(body)', where: 'body', schema: body, required: true });
    for (const row of fields) rows.push({ ...row, where: 'body' });
  }
  if (rows.length === 0) return '<p class="muted">No input.</p>';
  return `<p><strong>Request</strong></p>${fieldTable(rows, true)}`;
}

/** A success answer's shape: its type, and its fields folded away (some answers have dozens). */
function shapeOf(schema: unknown): string {
  const s = asObject(schema);
  const alternatives = Array.isArray(s.anyOf) ? s.anyOf : [s.type === 'array' ? s.items : s];
  const parts = alternatives.map((alternative) => {
    const rows = fieldsOf(alternative);
    if (rows.length === 0) return '';
    const label = asObject(alternative).description ?? (s.type === 'array' ? 'Fields of each item' : 'Fields');
    return `<details><summary>${inlineMarkdown(String(label))}</summary>${fieldTable(rows, false)}</details>`;
  });
  return parts.join('');
}

function answersPart(op: Json): string {
  const rows = Object.entries(asObject(op.responses)).map(([status, response]) => {
    const r = asObject(response);
    const content = asObject(r.content);
    const types = Object.keys(content);
    const schema = types.length > 0 ? asObject(content[types[0]]).schema : undefined;
    const headers = Object.keys(asObject(r.headers));
    const success = status.startsWith('2');
    const what = types.length === 0 ? 'empty body' : `${types.join(', ')}: ${typeLabel(schema)}`;
    return (
      `<tr><td class="status">${escapeHtml(status)}</td><td>${inlineMarkdown(String(r.description ?? ''))}` +
      `${headers.length > 0 ? ` <span class="muted">(headers: ${escapeHtml(headers.join(', '))})</span>` : ''}` +
      `${success && schema !== undefined ? shapeOf(schema) : ''}</td><td>${escapeHtml(what)}</td></tr>`
    );
  });
  return `<p><strong>Answers</strong></p><table><tr><th>Status</th><th>When</th><th>Body</th></tr>${rows.join('')}</table>`;
}

/** A refusal's codes (`x-error-codes`: code → English template, or its forms for one and for any other count). */
function codesPart(codes: unknown): string {
  const rows = Object.entries(asObject(codes)).map(([code, template]) => {
    const forms = typeof template === 'string' ? [template] : Object.values(asObject(template)).map(String);
    return `<tr><td><code>${escapeHtml(code)}</code></td><td>${forms.map((form) => escapeHtml(form)).join('<br>')}</td></tr>`;
  });
  if (rows.length === 0) return '';
  return (
    `<details><summary>Refusal codes (<code>error</code> of a 400, 403, 404, 409, 422 or 429; <code>{{name}}</code> from <code>params</code>)</summary>` +
    `<table><tr><th>Code</th><th>English message</th></tr>${rows.join('')}</table></details>`
  );
}

const anchor = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function operationPart({ method, path, op }: Operation): string {
  return (
    `<article id="${escapeHtml(anchor(`${method} ${path}`))}"><h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>` +
    `<p>${inlineMarkdown(String(op.summary ?? ''))}</p>${paragraphs(op.description)}${requestPart(op)}${answersPart(op)}</article>`
  );
}

/** The page for an OpenAPI 3 document: routes grouped by tag, in the document's tag order. */
export function renderDocsPage(document: unknown, jsonPath: string): string {
  const doc = asObject(document);
  const info = asObject(doc.info);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(asObject(doc.paths))) {
    for (const method of METHODS) {
      const op = asObject(item)[method];
      if (op) operations.push({ method, path, op: asObject(op) });
    }
  }
  const declared = (Array.isArray(doc.tags) ? doc.tags : []).map((tag) => asObject(tag));
  const names = [
    ...declared.map((tag) => String(tag.name)),
    ...operations.flatMap(({ op }) => (Array.isArray(op.tags) ? op.tags.map(String) : ['Other'])),
  ];
  const groups = [...new Set(names)].map((name) => ({
    name,
    description: declared.find((tag) => tag.name === name)?.description,
    operations: operations.filter(({ op }) => (Array.isArray(op.tags) ? op.tags.map(String) : ['Other']).includes(name)),
  }));
  const visible = groups.filter((group) => group.operations.length > 0);
  const title = String(info.title ?? 'API');
  const shared = Object.entries(asObject(asObject(doc.components).schemas))
    .map(
      ([name, schema]) =>
        `<details><summary>Shape <code>${escapeHtml(name)}</code></summary>${fieldTable(fieldsOf(schema), false)}</details>` +
        codesPart(asObject(schema)['x-error-codes']),
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${escapeHtml(title)}</h1><p class="muted">Release ${escapeHtml(info.version ?? '')} · OpenAPI ${escapeHtml(doc.openapi ?? '')} · ` +
    `${operations.length} routes · machine-readable: <a href="${escapeHtml(jsonPath)}"><code>${escapeHtml(jsonPath)}</code></a></p>${paragraphs(info.description)}${shared}</header>` +
    `<nav><ul>${visible.map((group) => `<li><a href="#${escapeHtml(anchor(`area ${group.name}`))}">${escapeHtml(group.name)}</a> <span class="muted">(${group.operations.length})</span></li>`).join('')}</ul></nav>` +
    `<main>${visible
      .map(
        (group) =>
          `<section id="${escapeHtml(anchor(`area ${group.name}`))}"><h2>${escapeHtml(group.name)}</h2>${paragraphs(group.description)}` +
          `${group.operations.map(operationPart).join('')}</section>`,
      )
      .join('')}</main></body></html>`
  );
}
