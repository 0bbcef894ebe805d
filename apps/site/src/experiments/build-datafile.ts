// The datafile the sites are built with (issue 25): the pages' digests, variant CSS and first views, and
// the fallback the runtime reads when the API's live datafile does not come in time. Made once per build.
import { type Datafile, defaultDatafile } from '@rental/experiments';

let datafile: Datafile | undefined;

/** The build's datafile (the default datafile, revision 1, validated). */
export function buildDatafile(): Datafile {
  datafile ??= defaultDatafile();
  return datafile;
}
