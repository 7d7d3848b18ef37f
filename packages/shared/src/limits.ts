export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 10_000;
export const URL_MAX_LENGTH = 2048;

export const MEGABYTE = 1024 * 1024;
export const UPLOAD_DEFAULT_MAX_BYTES = 5 * MEGABYTE;
export const RESUME_MAX_BYTES = 10 * MEGABYTE;
export const IMAGE_MAX_BYTES = 5 * MEGABYTE;
export const UPLOAD_CACHE_SECONDS = 3600;

/** Reports one student may send in 24 hours: each one notifies every admin, by the bell and by mail. */
export const REPORTS_PER_DAY = 10;

export const NOTIFICATIONS_KEPT = 10;
export const STUDENT_DASHBOARD_RECENT = 5;
export const COMPANY_DASHBOARD_RECENT = 5;
export const COMPANY_DASHBOARD_ACTIVE_INTERNSHIPS = 3;
export const SIMILAR_INTERNSHIPS = 3;
/** Browse counts its matches up to this many, then says "1,000+". */
export const BROWSE_COUNT_LIMIT = 1000;
export const CARD_SKILLS_SHOWN = 3;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_LIVE_NOTIFICATION_MS = 5000;
export const TOAST_RESUME_HINT_MS = 5000;
export const TOAST_UPLOAD_SUCCESS_MS = 4000;
export const TOAST_STATUS_MS = 3000;
export const TOP_BAR_SHADOW_AFTER_PX = 10;
