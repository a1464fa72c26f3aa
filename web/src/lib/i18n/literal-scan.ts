// Finds the words a person reads that are written into web/src instead of coming from a catalogue:
// JSX text, user-facing props (aria-label, placeholder, title, alt, label...), toasts, and any other
// string that reads as text. Used by literal-scan.test.ts (which fails on one) and by
// web/scripts/i18n-extract.ts (which moved them into the English catalogue). Node only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// web's own TypeScript 5.9 (its devDependency): the repo's typecheck is TypeScript 7, whose package
// has no compiler API of this shape (createSourceFile, forEachChild).
import ts from 'typescript';

export interface Finding {
  file: string;
  line: number;
  text: string;
  kind: 'jsx-text' | 'prop' | 'code' | 'template';
  /** The node (for the codemod). */
  node: ts.Node;
  /** Inside no function: evaluated when the module loads, before any catalogue. */
  moduleLevel: boolean;
}

/** Props whose string is read (or heard) by a person. */
export const USER_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'hint',
  'heading',
  'text',
  'message',
  'summary',
  'caption',
  'legend',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'pendingLabel',
  'busyLabel',
  'emptyText',
  'subtitle',
  'eyebrow',
  'lede',
  'intro',
]);

/** Props and object keys whose strings are never read: classes, routes, ids, types, keys. */
const NON_TEXT_KEYS = new Set([
  'className',
  'class',
  'id',
  'href',
  'to',
  'path',
  'type',
  'name',
  'role',
  'autoComplete',
  'inputMode',
  'rel',
  'target',
  'src',
  'srcSet',
  'sizes',
  'method',
  'action',
  'htmlFor',
  'form',
  'key',
  'variant',
  'size',
  'loading',
  'decoding',
  'fetchPriority',
  'lang',
  'dir',
  'accept',
  'pattern',
  'enterKeyHint',
  'as',
  'side',
  'align',
  'width',
  'height',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'crossOrigin',
  'queryKey',
  'mode',
  'tone',
  'icon',
  'kind',
  'status',
  'code',
  'state',
  'field',
  'scope',
  'event',
  'capture',
  'cache',
  'credentials',
  'referrerPolicy',
  'sameSite',
]);

/** Calls whose string arguments are never shown: classes, DOM and storage keys, URLs, logs. */
const NON_TEXT_CALLS =
  /^(cn|clsx|buttonClasses|console\.\w+|.*addEventListener|.*removeEventListener|.*querySelector(All)?|.*closest|.*getAttribute|.*setAttribute|.*removeAttribute|.*matchMedia|.*getItem|.*setItem|.*removeItem|.*getElementById|.*createElement|.*startsWith|.*endsWith|.*includes|.*split|.*replace|.*replaceAll|.*join|.*append|.*set|.*get|.*has|.*delete|RegExp|URL|URLSearchParams|Error|TypeError|ApiError|api|fetch|.*postMessage|import|require|.*test|.*match|.*padStart|.*toLocaleDateString|Intl\.\w+|.*format|.*fill|.*lazy|.*toString|.*localeCompare|.*indexOf|t|serverText|serverKey|.*navigate|.*useNavigate|.*invalidateQueries|.*setQueryData|.*getQueryData|.*mark|.*measure)$/;

const TAILWIND_WORDS = new Set(
  'flex grid hidden block inline relative absolute fixed sticky underline italic uppercase lowercase capitalize truncate grow shrink border rounded shadow container transition contents static invisible visible isolate antialiased table outline ring resize select-none shrink-0 grow-0 peer group prose sr-only not-sr-only'.split(
    ' ',
  ),
);

/** A class list, a CSS value, a path, a MIME type, a date pattern...: not text. */
export function looksLikeText(value: string): boolean {
  const text = value.trim();
  if (!/[A-Za-z]{2,}/.test(text)) return false;
  if (/^(https?:|mailto:|tel:|\/|\.\/|#|data:|blob:)/.test(text)) return false;
  if (/^[\w-]+\/[\w.+-]+$/.test(text)) return false; // image/jpeg
  if (/\[[\w-]+(=|\])/.test(text)) return false; // a CSS selector: header button[aria-haspopup="dialog"]
  const tokens = text.split(/\s+/);
  const classLike = tokens.every(
    (token) =>
      TAILWIND_WORDS.has(token.replace(/^[\w-]+:/, '')) ||
      /^[!a-z0-9:[\]()_./%#&>*@,='"+-]*[-:[\]][!a-z0-9:[\]()_./%#&>*@,='"+-]*$/.test(token),
  );
  if (classLike) return false;
  if (tokens.length === 1) {
    // One word: text when it is a capitalised word ('Wishlists', 'Saving…'), not an identifier.
    return /^[A-Z][a-z]+[.…!?:]*$/.test(text);
  }
  // Several words: text unless it reads as code (identifiers joined by dots or dashes).
  return /[A-Za-z]{2,}[^\n]*\s[^\n]*[A-Za-z]/.test(text) && !/^[a-z][\w.-]*(\s[a-z][\w.-]*=)/.test(text);
}

function propName(node: ts.Node): string | undefined {
  if (ts.isJsxAttribute(node)) return node.name.getText();
  if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
    const name = node.name;
    return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
  }
  return undefined;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  return call.expression.getText().replace(/\s+/g, '');
}

/** Why a string in code is not user-facing (undefined: it is). */
function nonTextContext(node: ts.Node): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  while (parent) {
    if (
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isLiteralTypeNode(parent) ||
      ts.isTypeNode(parent) ||
      ts.isCaseClause(parent) ||
      ts.isElementAccessExpression(parent) ||
      ts.isImportTypeNode(parent) ||
      ts.isThrowStatement(parent)
    )
      return true;
    if (ts.isBinaryExpression(parent)) {
      const op = parent.operatorToken.kind;
      if (
        op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
        op === ts.SyntaxKind.EqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsToken ||
        op === ts.SyntaxKind.InKeyword
      )
        return true;
    }
    if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === child)
      return true;
    if (ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent)) {
      const name = propName(parent) ?? '';
      if (
        NON_TEXT_KEYS.has(name) ||
        name.startsWith('data-') ||
        /^aria-(labelledby|describedby|controls|live|haspopup|current|hidden|expanded|invalid|owns|activedescendant|errormessage|sort|autocomplete|checked|pressed|selected|orientation|modal|busy|atomic|relevant|level)$/.test(
          name,
        )
      )
        return true;
      if (ts.isJsxAttribute(parent)) return false;
    }
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      if (NON_TEXT_CALLS.test(calleeName(parent))) return true;
      return false;
    }
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (
      ts.isFunctionLike(parent) ||
      ts.isSourceFile(parent) ||
      ts.isJsxElement(parent) ||
      ts.isJsxSelfClosingElement(parent)
    )
      return false;
    child = parent;
    parent = parent.parent;
  }
  return false;
}

function isModuleLevel(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionLike(parent)) {
      // A getter or a function is evaluated when called.
      return false;
    }
  }
  return true;
}

export function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const textsModule = /-texts\.ts$/.test(file);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      // An entity (&lt;) or punctuation alone is not a word.
      const text = node.text.replace(/\s+/g, ' ').trim();
      const words = text.replace(/&#?\w+;/g, '');
      if (/[A-Za-z]/.test(words)) {
        findings.push({ file, line: at(node), text, kind: 'jsx-text', node, moduleLevel: false });
      }
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const value = node.text;
      if (ts.isJsxAttribute(parent) || (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))) {
        const attribute = ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute);
        const name = attribute.name.getText();
        if (USER_PROPS.has(name) ? /[A-Za-z]/.test(value) : !nonTextContext(node) && looksLikeText(value)) {
          findings.push({ file, line: at(node), text: value, kind: 'prop', node, moduleLevel: false });
        }
        return;
      }
      const inTextsModule = textsModule && !nonTextContext(node) && /[A-Za-z]/.test(value);
      if (inTextsModule || (!nonTextContext(node) && looksLikeText(value))) {
        findings.push({
          file,
          line: at(node),
          text: value,
          kind: 'code',
          node,
          moduleLevel: isModuleLevel(node),
        });
      }
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
      // One token with a value inside (`${param}After`, `close.${id}`) builds a name, not a sentence.
      // In a prop a person reads, any word beside a value is text (`${label} pages` as an aria-label).
      const readProp =
        ts.isJsxExpression(node.parent) &&
        ts.isJsxAttribute(node.parent.parent) &&
        USER_PROPS.has(node.parent.parent.name.getText(sf));
      const words = literal.replace(/\{\}/g, '');
      if (
        (readProp && /[A-Za-z]{2,}/.test(words)) ||
        (/\s/.test(literal.trim()) && !nonTextContext(node) && looksLikeText(words))
      ) {
        findings.push({
          file,
          line: at(node),
          text: node.getText(sf),
          kind: 'template',
          node,
          moduleLevel: isModuleLevel(node),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** The files scanned: web/src, without tests, the i18n machinery itself and type declarations. */
export function webSourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name))
        out.push(path);
    }
  };
  walk(root);
  return out.filter((file) => !relative(root, file).startsWith('lib/i18n/'));
}

export function scanFiles(root: string): Finding[] {
  return webSourceFiles(root).flatMap((file) => scanSource(relative(root, file), readFileSync(file, 'utf8')));
}
