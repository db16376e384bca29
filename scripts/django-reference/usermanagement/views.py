from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import User


class ProfileSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = ['id', 'username', 'email', 'first_name', 'last_name', 'country']


class ProfileView(APIView):
    """`GET /usermanagement/profile/`: the signed-in user (token authentication and IsAuthenticated: reference/settings.py)."""

    def get(self, request):
        return Response(ProfileSerializer(request.user).data)
