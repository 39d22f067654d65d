/**
 * Photos are drawn 4:3 by the PMS; the box keeps its shape before the image arrives. A module of
 * its own: a page that only sizes a photo (the booking page's room cards) must not load the carousel.
 */
export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;
