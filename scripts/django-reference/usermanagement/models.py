from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """Django's user with the country the registration form asks (two letters, or empty)."""

    country = models.CharField(max_length=2, blank=True)

    # Djoser's registration asks these beside the username and password, as the product's does.
    REQUIRED_FIELDS = ['email', 'first_name', 'last_name']
