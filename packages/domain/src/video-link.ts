/**
 * A unit's video link: empty, or a YouTube address.
 */

export const INVALID_VIDEO_LINK_MESSAGE = 'Please enter a valid YouTube URL';

/*
 * Scheme optional (http or https), then www. or m. (the mobile share form) optional,
 * then exactly youtube.com or youtu.be followed by a path: 'youtube.com.evil.com',
 * 'youtube.com@evil.com' and a bare host fail.
 */
const YOUTUBE_URL = /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be)\/\S+$/i;

/** True for an empty (or blank) link or a YouTube / youtu.be URL. */
export function isValidVideoLink(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  return value === '' || YOUTUBE_URL.test(value);
}
