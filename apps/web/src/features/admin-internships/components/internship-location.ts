/**
 * The admin lists' location: "Berlin (Remote)" when the internship can also be done remotely (a
 * location that already says remote is not repeated).
 */
export function internshipLocation(location: string, isRemote: boolean): string {
  return isRemote && !/remote/i.test(location) ? `${location} (Remote)` : location;
}
