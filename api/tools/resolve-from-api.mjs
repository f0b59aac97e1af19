// ESM resolve hook: packages that cannot be found from their importer are
// looked up again from the api package (see tools/drizzle-kit.mjs).
const apiPackageUrl = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || specifier.startsWith('.') || specifier.startsWith('file:')) {
      throw error;
    }
    return nextResolve(specifier, { ...context, parentURL: apiPackageUrl });
  }
}
