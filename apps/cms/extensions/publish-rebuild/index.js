// Directus hook (issue 24): when pages are saved as published (an edit, or a draft set to 'published'), the
// build service at CMS_REBUILD_URL rebuilds each of their sites (one request per site); without the
// variable it is off. Creating pages (the import) does not rebuild: the first build reads them all.
export default ({ action }, { database, logger }) => {
  const url = process.env.CMS_REBUILD_URL;
  if (!url) return;
  const publish = async ({ key, keys }) => {
    const ids = keys ?? (key === undefined ? [] : [key]);
    const rows = await database('pages').whereIn('id', ids).andWhere('status', 'published').select('site');
    for (const site of new Set(rows.map((row) => row.site))) {
      const response = await fetch(`${url}?site=${encodeURIComponent(site)}`, { method: 'POST' }).catch(
        (error) => error,
      );
      if (!(response instanceof Response) || !response.ok)
        logger.warn(`rebuild of site ${site} not accepted by ${url}`);
    }
  };
  action('pages.items.update', publish);
};
