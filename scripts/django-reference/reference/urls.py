from django.urls import include, path

from usermanagement.views import ProfileView

urlpatterns = [
    path('auth/', include('djoser.urls')),
    path('auth/', include('djoser.urls.authtoken')),
    path('usermanagement/profile/', ProfileView.as_view()),
]
