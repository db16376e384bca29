# The original stack this product replaced, as `npm run bench` measures it: Django 3.2, DRF 3.14 and
# Djoser 2.1 from Debian's packages, served by gunicorn, on the machine's PostgreSQL. Production
# settings (no debug), Django's default middleware, DRF token authentication as Djoser sets it up.
import os

SECRET_KEY = os.environ.get('DJANGO_SECRET_KEY', 'bench-only-not-a-secret')
DEBUG = False
ALLOWED_HOSTS = ['127.0.0.1', 'localhost']

INSTALLED_APPS = [
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'django.contrib.messages',
    'rest_framework',
    'rest_framework.authtoken',
    'djoser',
    'usermanagement',
]

# `django-admin startproject`'s middleware, unchanged.
MIDDLEWARE = [
    'django.middleware.security.SecurityMiddleware',
    'django.contrib.sessions.middleware.SessionMiddleware',
    'django.middleware.common.CommonMiddleware',
    'django.middleware.csrf.CsrfViewMiddleware',
    'django.contrib.auth.middleware.AuthenticationMiddleware',
    'django.contrib.messages.middleware.MessageMiddleware',
    'django.middleware.clickjacking.XFrameOptionsMiddleware',
]

ROOT_URLCONF = 'reference.urls'
WSGI_APPLICATION = 'reference.wsgi.application'
AUTH_USER_MODEL = 'usermanagement.User'
DEFAULT_AUTO_FIELD = 'django.db.models.BigAutoField'
USE_TZ = True

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': os.environ['DJANGO_DATABASE'],
        'HOST': os.environ.get('DJANGO_DATABASE_HOST', '127.0.0.1'),
        'PORT': os.environ.get('DJANGO_DATABASE_PORT', '5432'),
        'USER': os.environ.get('DJANGO_DATABASE_USER', 'postgres'),
        'PASSWORD': os.environ.get('DJANGO_DATABASE_PASSWORD', ''),
        # Persistent connections: each gunicorn worker keeps its own rather than connecting per request.
        'CONN_MAX_AGE': 600,
    }
}

REST_FRAMEWORK = {
    'DEFAULT_AUTHENTICATION_CLASSES': ['rest_framework.authentication.TokenAuthentication'],
    'DEFAULT_PERMISSION_CLASSES': ['rest_framework.permissions.IsAuthenticated'],
    'DEFAULT_RENDERER_CLASSES': ['rest_framework.renderers.JSONRenderer'],
}

LOGGING = {'version': 1, 'disable_existing_loggers': False, 'root': {'level': 'WARNING'}}
