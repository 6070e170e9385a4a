/**
 * Element ids shared by the location's parts (the header button controls the modal). Apart from
 * the modal so the button does not bring the modal's code into every page's first load.
 */
export const LOCATION_MODAL_ID = 'location-modal';
