// The account namespace in es-ES.
import type { AccountStrings } from './en-US.ts';

const strings: AccountStrings = {
  nav: {
    label: 'Tu cuenta',
    bookings: 'Mis reservas',
    'manage-my-booking-info': 'Gestionar reserva',
    profiles: 'Perfiles',
    subscriptions: 'Suscripciones',
    account: 'Ajustes de la cuenta',
  },
  loading: 'Cargando…',
  retry: 'Reintentar',
  rules: {
    required: 'Este campo no puede quedar vacío.',
    email: 'Introduce una dirección de correo electrónico válida.',
    firstNameMax: 'El nombre no puede tener más de 50 caracteres.',
    lastNameMax: 'Los apellidos no pueden tener más de 50 caracteres.',
    passwordRequired: 'Introduce una contraseña.',
    passwordMin: 'La contraseña debe tener al menos 8 caracteres.',
    passwordMax: 'La contraseña no puede tener más de 50 caracteres.',
    passwordWhitespace: 'La contraseña no puede empezar ni terminar con un espacio.',
  },
  summary_one: 'Corrige {{count}} campo:',
  summary_other: 'Corrige {{count}} campos:',
  fields: {
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    passwordHint: 'De 8 a 50 caracteres, sin espacios al principio ni al final.',
  },
  errors: {
    unavailable: 'Nuestro servicio no está disponible en este momento. Vuelve a intentarlo en un instante.',
    tooMany: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    passwordRefused:
      'Esta contraseña es demasiado fácil de adivinar o contiene tu nombre o tu correo electrónico. Elige otra.',
  },
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Inicia sesión para ver esta página.',
    submit: 'Iniciar sesión',
    failed: 'El correo electrónico o la contraseña no son correctos.',
    forgot: '¿Has olvidado tu contraseña?',
    noAccount: '¿Eres nuevo?',
    toSignUp: 'Crear una cuenta',
  },
  signUp: {
    title: 'Crear una cuenta',
    submit: 'Crear cuenta',
    exists:
      'Ya existe una cuenta con este correo electrónico. Inicia sesión o completa tu perfil en la aplicación.',
    haveAccount: '¿Ya tienes una cuenta?',
    toSignIn: 'Iniciar sesión',
  },
  reset: {
    title: 'Restablecer la contraseña',
    intro:
      'Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace',
    sent: 'Si existe una cuenta con este correo electrónico, hemos enviado un enlace para restablecer la contraseña. El enlace es válido durante una hora.',
    newTitle: 'Elige una nueva contraseña',
    newIntro: 'Introduce el correo electrónico de tu cuenta y tu nueva contraseña.',
    newSubmit: 'Guardar contraseña e iniciar sesión',
    invalid: 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
    requestAgain: 'Solicitar un nuevo enlace',
    back: 'Volver a iniciar sesión',
  },
  signOut: 'Cerrar sesión',
  signedInAs: 'Sesión iniciada como {{name}} ({{email}})',
  manage: {
    title: 'Gestionar reserva',
    intro: 'Introduce tu número de reserva y el apellido del conductor.',
    number: 'Número de reserva',
    numberHint: '10 cifras, en tu correo de confirmación.',
    numberInvalid: 'Un número de reserva tiene 10 cifras.',
    lastName: 'Apellido del conductor',
    submit: 'Buscar reserva',
    notFound: 'No encontramos ninguna reserva con este número y este apellido.',
    detailTitle: 'Reserva {{number}}',
    status: 'Estado',
    statuses: { confirmed: 'Confirmada', cancelled: 'Cancelada', pending: 'Pendiente' },
    history: 'Historial',
    cancel: 'Cancelar reserva',
    confirmTitle: '¿Cancelar esta reserva?',
    confirmText: 'La reserva {{number}} se cancelará. No se puede deshacer.',
    confirmYes: 'Sí, cancelar reserva',
    confirmNo: 'Mantener reserva',
    cancelled: 'Tu reserva se ha cancelado.',
    alreadyCancelled: 'Esta reserva ya está cancelada.',
    other: 'Buscar otra reserva',
  },
  bookings: {
    title: 'Mis reservas',
    unavailable:
      'La lista de tus reservas aún no está disponible. Puedes abrir cualquier reserva con su número y tu apellido.',
    toManage: 'Gestionar una reserva',
  },
  subscriptions: {
    title: 'Suscripciones',
    empty: 'No tienes suscripciones.',
  },
  profiles: {
    title: 'Perfiles',
    private: 'Perfil particular',
    name: 'Nombre',
    email: 'Correo electrónico',
    unavailable:
      'El permiso de conducir, la dirección y el método de pago preferido aún no se pueden guardar.',
    business: 'Perfiles de empresa',
    businessLater: 'Los perfiles de empresa aún no están disponibles.',
  },
  settings: {
    title: 'Ajustes de la cuenta',
    signOutHint: 'Al cerrar sesión termina tu sesión en este dispositivo.',
  },
};

export default strings;
