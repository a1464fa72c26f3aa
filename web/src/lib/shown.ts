/** Texts read when shown: each function-valued field of `fields` becomes a getter, so a list written
 * once at load (menus, tabs, steps, photo captions) says its words in the language active when it is
 * drawn, not the one active when the module loaded. */
export function shown<const T extends object>(
  fields: T,
): { readonly [K in keyof T]: T[K] extends () => infer R ? R : T[K] } {
  const result = {};
  for (const [key, value] of Object.entries(fields)) {
    Object.defineProperty(
      result,
      key,
      typeof value === 'function' ? { get: value, enumerable: true } : { value, enumerable: true },
    );
  }
  return result as { readonly [K in keyof T]: T[K] extends () => infer R ? R : T[K] };
}
