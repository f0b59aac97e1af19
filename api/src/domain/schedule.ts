// Opening hours (issue 16): the pure schedule module lives in the shared rules
// (`shared-ui/src/rules/schedule.ts`), so the front's mock APIs answer exactly as the API does.
// Re-exported here for the API's importers, under the names they know.
export {
  addDays,
  coveredBy,
  hasHours,
  isClosedOn,
  isOpenAt,
  isOpenThroughout,
  isoWeekday,
  localClock,
  localDate,
  localTimeToInstant,
  nextChangeAt,
  openPeriods,
  scheduleOf,
  scheduleState,
  slotsOfDate,
  startOfLocalDate,
  type Period,
  type Schedule,
  type ScheduleSlot as Slot,
  type ScheduleState,
} from '@teranga/shared-ui/rules';
