// One-off: moves the scanner's findings into en/web.json and rewires the source to t().
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { type Finding, scanSource, webSourceFiles } from '/work/wt-i18n-web/web/src/i18n/literal-scan.ts';
import { messages } from '/work/wt-i18n-web/shared/src/domain/messages.ts';

const repo = '/work/wt-i18n-web';
const root = `${repo}/web/src`;
const catalogueFile = `${repo}/shared/src/i18n/catalogues/en/web.json`;
const catalogue: Record<string, string> = {};
const manual: string[] = [];
const write = process.argv.includes('--write');
const ALLOW = [
  /Bearer \$/, /^`url\(/, /^`close\./, /^`request\./, /^`step\./, /HTTP\$\{/, /HTTP \$\{/, /config\.json/,
  /^Cognito did not answer/, /^Not signed in$/, /^The call was stopped$/,
];

// 1. The server's texts (messages.ts, connection-messages.ts): msg.<group>.<name>; functions with their
// parameters as ICU variables.
const params = new Map<string, string[]>();
function flatten(obj: Record<string, unknown>, prefix: string) {
  for (const [k, v] of Object.entries(obj)) {
    const key = `${prefix}.${k}`;
    if (typeof v === 'string') catalogue[key] = v;
    else if (typeof v === 'function') {
      const names = (/^\(?([^)=]*)\)?\s*=>/.exec(v.toString())?.[1] ?? '')
        .split(',')
        .map((p) => p.split(':')[0]!.trim())
        .filter(Boolean);
      params.set(key, names);
      let text: string;
      try {
        text = (v as (...a: unknown[]) => string)(...names.map((n) => `{${n}}`));
      } catch {
        text = (v as (...a: unknown[]) => string)(...names.map((n) => [`{${n}}`]));
        text = text.replace(`"{${names[0]}}"`, `{${names[0]}}`);
      }
      catalogue[key] = text;
    } else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key);
  }
}
flatten(messages as unknown as Record<string, unknown>, 'msg');

const camel = (s: string) =>
  s
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
const scopeOf = (file: string) => camel(basename(file).replace(/\.(tsx?|ts)$/, '').replace(/-/g, ' '));
const slugOf = (text: string) => camel(text.replace(/\{\w+\}/g, ' ').split(/\s+/).slice(0, 5).join(' ')) || 'text';

function keyFor(scope: string, text: string): string {
  const base = `${scope}.${slugOf(text)}`;
  for (let i = 1; ; i++) {
    const key = i === 1 ? base : `${base}${i}`;
    if (catalogue[key] === undefined) {
      catalogue[key] = text;
      return key;
    }
    if (catalogue[key] === text) return key;
  }
}

function jsxRendered(raw: string): { text: string; lead: boolean; trail: boolean } {
  const lines = raw.split(/\r?\n/);
  const parts: string[] = [];
  lines.forEach((line, i) => {
    let l = line.replace(/\t/g, ' ');
    if (i > 0) l = l.replace(/^\s+/, '');
    if (i < lines.length - 1) l = l.replace(/\s+$/, '');
    if (l) parts.push(l);
  });
  const joined = parts.join(' ');
  return { text: joined.trim(), lead: /^\s/.test(joined), trail: /\s$/.test(joined) };
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function varName(expr: ts.Expression, used: Set<string>): string {
  let name = 'value';
  if (ts.isIdentifier(expr)) name = expr.text;
  else if (ts.isPropertyAccessExpression(expr)) name = expr.name.text;
  else if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression)) {
    const inner = expr.expression.expression;
    name = ts.isIdentifier(inner) ? inner.text : ts.isPropertyAccessExpression(inner) ? inner.name.text : 'value';
  } else if (ts.isBinaryExpression(expr) && ts.isPropertyAccessExpression(expr.left)) name = expr.left.name.text;
  let n = name;
  for (let i = 2; used.has(n); i++) n = `${name}${i}`;
  used.add(n);
  return n;
}

let total = 0;
for (const path of webSourceFiles(root)) {
  const file = relative(root, path);
  const source = readFileSync(path, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const scope = scopeOf(file);
  const edits: { start: number; end: number; text: string }[] = [];
  let usesT = false;
  let usesServerKey = false;
  const findings: Finding[] = scanSource(file, source).filter((f) => !ALLOW.some((re) => re.test(f.text)));
  // scanSource parsed its own tree: map findings to positions.
  for (const f of findings) {
    const start = f.node.getStart();
    const end = f.node.getEnd();
    const parent = f.node.parent;
    if (f.kind === 'jsx-text') {
      const r = jsxRendered(f.node.getText());
      const key = keyFor(scope, r.text);
      edits.push({ start: f.node.pos, end, text: `${r.lead ? "{' '}" : ''}{t(${q(key)})}${r.trail ? "{' '}" : ''}` });
      usesT = true;
    } else if (f.kind === 'prop' && ts.isJsxAttribute(parent)) {
      const key = keyFor(scope, f.text);
      edits.push({ start, end, text: `{t(${q(key)})}` });
      usesT = true;
    } else if (f.kind === 'template') {
      const node = f.node as ts.TemplateExpression;
      if (node.getText().includes('`', 1) && node.getText().slice(1, -1).includes('`')) {
        manual.push(`${file}:${f.line} nested template: ${f.text.slice(0, 80)}`);
        continue;
      }
      const used = new Set<string>();
      const names = node.templateSpans.map((span) => varName(span.expression, used));
      const text = node.head.text + node.templateSpans.map((span, i) => `{${names[i]}}${span.literal.text}`).join('');
      const key = keyFor(scope, text);
      const values = node.templateSpans.map((span, i) => (ts.isIdentifier(span.expression) && span.expression.text === names[i] ? names[i] : `${names[i]}: ${span.expression.getText()}`));
      const call = `t(${q(key)}, { ${values.join(', ')} })`;
      if (f.moduleLevel) {
        manual.push(`${file}:${f.line} module-level template: ${f.text.slice(0, 80)}`);
        continue;
      }
      edits.push({ start, end, text: ts.isJsxAttribute(parent) ? `{${call}}` : call });
      usesT = true;
    } else {
      const key = keyFor(scope, f.text);
      if (f.moduleLevel) {
        if (ts.isPropertyAssignment(parent) && parent.initializer === f.node && (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name))) {
          const name = ts.isIdentifier(parent.name) ? parent.name.text : q(parent.name.text);
          edits.push({ start: parent.getStart(), end: parent.getEnd(), text: `get ${name}() {\n return t(${q(key)});\n }` });
          usesT = true;
        } else manual.push(`${file}:${f.line} module-level: ${f.text.slice(0, 80)}`);
        continue;
      }
      edits.push({ start, end, text: `t(${q(key)})` });
      usesT = true;
    }
  }
  // messages.<group>.<name>[(args)] and connectionMessages.<name>
  const imports = new Set<string>();
  sf.statements.forEach((s) => {
    if (ts.isImportDeclaration(s) && /domain\/(messages|connection-messages)'?$/.test(s.moduleSpecifier.getText().replace(/'/g, ''))) {
      s.importClause?.namedBindings && ts.isNamedImports(s.importClause.namedBindings) && s.importClause.namedBindings.elements.forEach((e) => imports.add(e.name.text));
    }
  });
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const chain = node.getText(sf).replace(/\s+/g, '');
      const m = /^(messages|connectionMessages)\.([\w.]+)$/.exec(chain);
      if (m && imports.has(m[1]!)) {
        const key = m[1] === 'messages' ? `msg.${m[2]}` : `msg.connection.${m[2]}`;
        if (catalogue[key] !== undefined) {
          const parent = node.parent;
          if (ts.isCallExpression(parent) && parent.expression === node) {
            const names = params.get(key) ?? [];
            const args = parent.arguments.map((a, i) => `${names[i] ?? `arg${i}`}: ${a.getText(sf)}`);
            edits.push({ start: parent.getStart(sf), end: parent.getEnd(), text: `t(${q(key)}, { ${args.join(', ')} })` });
            usesT = true;
          } else if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)) {
            const other = parent.left === node ? parent.right : parent.left;
            edits.push({ start: parent.getStart(sf), end: parent.getEnd(), text: `serverKey(${other.getText(sf)})?.key ${parent.operatorToken.getText(sf)} ${q(key)}` });
            usesServerKey = true;
          } else if (isModuleLevelNode(node)) {
            manual.push(`${file}: module-level ${chain}`);
          } else {
            edits.push({ start: node.getStart(sf), end: node.getEnd(), text: `t(${q(key)})` });
            usesT = true;
          }
          return;
        }
        manual.push(`${file}: ${chain} (not a text)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!edits.length) continue;
  total += edits.length;
  edits.sort((a, b) => b.start - a.start);
  let out = source;
  let lastStart = Number.POSITIVE_INFINITY;
  for (const e of edits) {
    if (e.end > lastStart) {
      manual.push(`${file}: overlapping edit at ${e.start}`);
      continue;
    }
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
    lastStart = e.start;
  }
  const spec = relative(dirname(path), `${root}/i18n/i18n.ts`);
  const names = [usesServerKey && 'serverKey', usesT && 't'].filter(Boolean).join(', ');
  if (names) {
    const firstImport = out.search(/^import /m);
    const line = `import { ${names} } from '${spec.startsWith('.') ? spec : `./${spec}`}';\n`;
    out = firstImport >= 0 ? out.slice(0, firstImport) + line + out.slice(firstImport) : line + out;
  }
  if (write) writeFileSync(path, out);
}

function isModuleLevelNode(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return false;
  return true;
}

const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
if (write) writeFileSync(catalogueFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(catalogue).length} keys, ${total} edits`);
console.log(manual.join('\n'));
