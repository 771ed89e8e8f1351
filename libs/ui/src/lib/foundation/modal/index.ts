// The barrel's Modal loads its chunk on first open (first-load JS budget); same props.
export { LazyModal as Modal, preloadModal } from './lazy-modal';
export type { ModalProps } from './modal';
export { ModalCarousel } from './modal-carousel';
export type { ModalCarouselItem, ModalCarouselProps } from './modal-carousel';
export { ModalProvider, useModal } from './modal-provider';
export type { ModalApi, ModalControls, ModalRequest } from './modal-provider';
export { modalMachine, MODAL_VARIANTS } from './modal.machine';
export type { ModalCloseReason, ModalDismissReason, ModalVariant, ModalContext, ModalEvent, ModalEmitted } from './modal.machine';
export { isBelowModalDesktop, MODAL_DESKTOP_QUERY } from './screen';
